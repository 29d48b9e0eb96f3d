import { AdminGuard } from '../features/dashboard/components/admin-guard';
import { AdminMerchandise } from '../features/merchandise/components/admin-merchandise';
import '../styles/admin.css';

/** /admin/merchandise: the merchandise catalogue's editor (admins only). */
export default function AdminMerchandisePage() {
  return (
    <AdminGuard>
      <AdminMerchandise />
    </AdminGuard>
  );
}
