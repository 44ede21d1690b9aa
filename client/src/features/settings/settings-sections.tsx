/**
 * What each settings section holds: the cards that used to stack on the profile, grouped so a
 * user finds each where its name says.
 */
import { useLingui } from '@lingui/react';
import { KeyRound } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { paths } from '@/config/paths';
import {
  DataDownloadCard,
  DeleteAccountCard,
  EmailPreferencesCard,
  PartiesCard,
} from '@/features/account';
import { DevicesPanel } from '@/features/devices';
import { IntegrityCard } from '@/features/evidence';
import { SharingCard } from '@/features/sharing';
import { useSubscription } from '@/features/subscriptions';
import { SETTINGS_TEXTS, type SettingsSectionId } from './sections';

function SecuritySection() {
  useLingui();
  return (
    <>
      <SectionCard
        title={SETTINGS_TEXTS.passwordTitle}
        icon={KeyRound}
        description={SETTINGS_TEXTS.passwordAbout}
      >
        <Link
          href={paths.changePassword}
          className={buttonClasses({ variant: 'outline', className: 'mt-4' })}
        >
          {SETTINGS_TEXTS.changePassword}
        </Link>
      </SectionCard>
      <DevicesPanel />
      <IntegrityCard />
    </>
  );
}

function PrivacySection() {
  const { isPremium } = useSubscription();
  return (
    <>
      <PartiesCard withHistory={isPremium} />
      <DataDownloadCard />
      <DeleteAccountCard />
    </>
  );
}

export const SECTION_CONTENT: Record<SettingsSectionId, ComponentType> = {
  security: SecuritySection,
  privacy: PrivacySection,
  // For everyone: links made with Premium can be seen and revoked without it.
  sharing: SharingCard,
  email: EmailPreferencesCard,
};
