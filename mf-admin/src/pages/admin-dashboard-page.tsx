import { AdminDashboard } from '../features/dashboard/components/admin-dashboard';
import { AdminGuard } from '../features/dashboard/components/admin-guard';
import '../styles/admin.css';

/** /admin: the company's dashboard (admins only). */
export default function AdminDashboardPage() {
  return (
    <AdminGuard>
      <AdminDashboard />
    </AdminGuard>
  );
}
