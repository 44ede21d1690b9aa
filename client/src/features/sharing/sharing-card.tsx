/**
 * The profile's way to the Sharing page, for every signed-in user: making a link is premium,
 * like the trackers it shows, but the links she made stay hers to see and revoke without it.
 */
import { msg } from '@lingui/core/macro';
import { liveTexts } from '@/components/ui/live-texts';
import { useLingui } from '@lingui/react';
import { Share2 } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { paths } from '@/config/paths';

const SHARING_CARD_TEXTS = liveTexts({
  title: msg`Professional access`,
  about: msg`Give your lawyer or mediator a read-only link to what you choose, with an expiry and an optional passcode. You can revoke it at any time.`,
  link: msg`Manage sharing`,
});

export function SharingCard() {
  useLingui();
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
