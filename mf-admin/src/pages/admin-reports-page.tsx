import { AdminGuard } from '../features/dashboard/components/admin-guard';
import { AdminReports } from '../features/reports/components/admin-reports';
import '../styles/admin.css';

/** /admin/reports: the weekly report (admins only). */
export default function AdminReportsPage() {
  return (
    <AdminGuard>
      <AdminReports />
    </AdminGuard>
  );
}
