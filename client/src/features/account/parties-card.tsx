/** The profile's "Who is who" card: which spouse she is, and both first names if she likes. */
import { GlossaryHelp } from '@/components/ui/glossary-help';
import { useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import { SectionCard } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { SettingHistoryButton } from '@/features/evidence';
import type { Parties } from '@shared/parties';
import { PartiesForm } from './parties-form';
import { PARTIES_TEXTS, useParties } from './parties';

/** `withHistory`: a premium account also sees every change to it (the evidence log's History). */
export function PartiesCard({ withHistory = false }: { withHistory?: boolean }) {
  const parties = useParties();
  const { t } = useLingui();
  return (
    <SectionCard title={PARTIES_TEXTS.title} icon={Users} description={PARTIES_TEXTS.about}>
      <GlossaryHelp term="spouse" className="mt-2" />
      <div className="mt-4">
        {parties.data ? (
          <>
            <PartiesForm saved={parties.data} />
            {withHistory && isSaid(parties.data) && (
              <div className="mt-2 flex justify-end">
                <SettingHistoryButton entity="parties" name={t`who is who`} />
              </div>
            )}
          </>
        ) : parties.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {PARTIES_TEXTS.loadFailed}
          </p>
        ) : (
          <Spinner label={t`Loading who is who`} />
        )}
      </div>
    </SectionCard>
  );
}

/** Whether she has said anything yet: before that there is no history to show. */
function isSaid(parties: Parties): boolean {
  return (
    parties.spouse_role !== null || parties.spouse_1_name !== null || parties.spouse_2_name !== null
  );
}
