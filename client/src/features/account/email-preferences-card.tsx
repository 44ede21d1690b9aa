/**
 * The profile's "Email preferences" card: one switch for tips and news by email (on unless
 * declined, as the legal text says). Account emails are not a preference.
 */
import { useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { SectionCard } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { useSharedText } from '@/lib/i18n';
import {
  EMAIL_PREFERENCES_TEXTS,
  useEmailPreferences,
  useSaveEmailPreferences,
} from './email-preferences';

export function EmailPreferencesCard() {
  const preferences = useEmailPreferences();
  const save = useSaveEmailPreferences();
  const { t } = useLingui();
  const sharedText = useSharedText();

  return (
    <SectionCard
      title={EMAIL_PREFERENCES_TEXTS.title}
      icon={Mail}
      description={EMAIL_PREFERENCES_TEXTS.about}
    >
      <div className="mt-4">
        {preferences.data ? (
          <Switch
            label={sharedText(EMAIL_PREFERENCES_TEXTS.marketingLabel)}
            description={EMAIL_PREFERENCES_TEXTS.marketingAbout}
            checked={preferences.data.marketing_emails}
            onCheckedChange={(on) => save.mutate({ marketing_emails: on })}
            disabled={save.isPending}
          />
        ) : preferences.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {EMAIL_PREFERENCES_TEXTS.loadFailed}
          </p>
        ) : (
          <Spinner label={t`Loading your email preferences`} />
        )}
      </div>
    </SectionCard>
  );
}
