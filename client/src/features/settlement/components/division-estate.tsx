import { useQueryClient } from '@tanstack/react-query';
import { Scale } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSharedText } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast';
import { divisionQueryOptions } from '@/features/division';
import {
  DIVISION_ESTATE_TEXTS,
  divisionEstate,
  type DivisionEstate,
} from '@shared/settlement-scenario';
import { calculatorDataErrorMessage } from '../api';

type DivisionEstateControlProps = {
  estate: DivisionEstate | null;
  onEstateChange: (estate: DivisionEstate | null) => void;
  /**
   * Start on the marital estate, as if the button were pressed once: the saved figures divide
   * it, or (nothing saved) the user has a division plan.
   */
  startWithDivision?: boolean;
};

/**
 * "Use my division": the calculator divides the marital estate of the user's division (GET
 * /api/networth/division) instead of the net worth, and says so; "Use my net worth" goes back.
 */
export function DivisionEstateControl({
  estate,
  onEstateChange,
  startWithDivision = false,
}: DivisionEstateControlProps) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [isLoading, setIsLoading] = useState(false);
  const hintId = useId();
  const sharedText = useSharedText();

  /** `fresh`: read the division again (a press); otherwise the page's copy will do (the start). */
  async function applyDivision(fresh: boolean) {
    setIsLoading(true);
    try {
      const division = fresh
        ? await queryClient.fetchQuery(divisionQueryOptions)
        : await queryClient.ensureQueryData(divisionQueryOptions);
      onEstateChange(divisionEstate(division.marital.net));
    } catch (error) {
      toast({
        title: sharedText(DIVISION_ESTATE_TEXTS.failedTitle),
        description: calculatorDataErrorMessage(error, 'networth'),
        variant: 'destructive',
      });
    } finally {
      setIsLoading(false);
    }
  }

  const hasStarted = useRef(false);
  useEffect(() => {
    if (!startWithDivision || hasStarted.current) return;
    hasStarted.current = true;
    void applyDivision(false);
    // Once, when the calculator opens on saved figures or on a division plan.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startWithDivision]);

  return (
    <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap gap-2">
        <Button
          writes
          variant="outline"
          isLoading={isLoading}
          aria-describedby={hintId}
          onClick={() => void applyDivision(true)}
        >
          {!isLoading && <Scale aria-hidden="true" className="size-4" />}
          {sharedText(DIVISION_ESTATE_TEXTS.button)}
        </Button>
        {estate !== null && (
          <Button variant="ghost" onClick={() => onEstateChange(null)}>
            {sharedText(DIVISION_ESTATE_TEXTS.undo)}
          </Button>
        )}
      </div>
      <p id={hintId} className="text-xs text-slate-500">
        {sharedText(DIVISION_ESTATE_TEXTS.hint)}
      </p>
      <p role="status" className="text-sm text-slate-800">
        {estate && sharedText(estate.message)}
      </p>
    </div>
  );
}
