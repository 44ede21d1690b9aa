/**
 * The profile's way to the Sharing page, for every signed-in user: making a link is premium,
 * like the trackers it shows, but the links she made stay hers to see and revoke without it.
 */
import { Share2 } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { paths } from '@/config/paths';

const SHARING_CARD_TEXTS = {
  title: 'Professional access',
  about:
    'Give your lawyer or mediator a read-only link to what you choose, with an expiry and an optional passcode. You can revoke it at any time.',
  link: 'Manage sharing',
} as const;

export function SharingCard() {
  return (
    <SectionCard
      title={SHARING_CARD_TEXTS.title}
      icon={Share2}
      description={SHARING_CARD_TEXTS.about}
    >
      <Link
        href={paths.sharing}
        className={buttonClasses({ variant: 'outline', className: 'mt-4' })}
      >
        {SHARING_CARD_TEXTS.link}
      </Link>
    </SectionCard>
  );
}
