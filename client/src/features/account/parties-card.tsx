/** The profile's "Who is who" card: which spouse she is, and both first names if she likes. */
import { Users } from 'lucide-react';
import { SectionCard } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { PartiesForm } from './parties-form';
import { PARTIES_TEXTS, useParties } from './parties';

export function PartiesCard() {
  const parties = useParties();
  return (
    <SectionCard title={PARTIES_TEXTS.title} icon={Users} description={PARTIES_TEXTS.about}>
      <div className="mt-4">
        {parties.data ? (
          <PartiesForm saved={parties.data} />
        ) : parties.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {PARTIES_TEXTS.loadFailed}
          </p>
        ) : (
          <Spinner label="Loading who is who" />
        )}
      </div>
    </SectionCard>
  );
}
