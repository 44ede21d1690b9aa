import { Link } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/** The signed-in home (spec §2). The feature cards and upgrade prompts arrive in a later issue. */
export function HomePage() {
  const { user, subscriptionStatus } = useAuth();
  const isPremium = subscriptionStatus === 'premium';
  return (
    <PageShell title="Home">
      <Card className="p-6">
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-slate-700">
            Welcome, <span className="font-medium wrap-anywhere text-slate-900">{user?.email}</span>
          </p>
          <Badge tone={isPremium ? 'primary' : 'neutral'}>{isPremium ? 'Premium' : 'Free'}</Badge>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href={paths.profile} className={buttonClasses({ variant: 'outline' })}>
            Profile
          </Link>
          <Link href={paths.accountSettings} className={buttonClasses({ variant: 'outline' })}>
            Account Settings
          </Link>
        </div>
      </Card>
    </PageShell>
  );
}
