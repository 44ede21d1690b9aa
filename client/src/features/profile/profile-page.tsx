import { Link } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** The profile screen (spec §2); its details arrive in a later issue. */
export function ProfilePage() {
  return (
    <PageShell title="User Profile">
      <Card className="max-w-xl p-6">
        <h2 className="text-lg font-semibold text-slate-900">Account Security</h2>
        <p className="mt-1 text-sm text-slate-600">Change the password you sign in with.</p>
        <Link
          href={paths.changePassword}
          className={buttonClasses({ variant: 'outline', className: 'mt-4' })}
        >
          Change Password
        </Link>
      </Card>
    </PageShell>
  );
}
