/**
 * "Extend this link": 7, 14, 30 or 90 days from now (an expired link works again). The dialog
 * stays until the server has answered; a toast then says until when, or why not.
 */
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/form-field';
import { SHARE_EXPIRY_DAYS, type ShareDto } from '@shared/sharing';
import { useExtendShare } from '../api';
import { expiryDay } from '../format';
import { EXTEND_CHOICES, EXTEND_TEXTS, SHARE_CARD_TEXTS } from '../texts';

export function ExtendShareDialog({ share }: { share: ShareDto }) {
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState<number>(SHARE_EXPIRY_DAYS.default);
  const extend = useExtendShare();
  useLingui();

  function changeOpen(next: boolean) {
    if (extend.isPending) return;
    if (next) setDays(SHARE_EXPIRY_DAYS.default);
    setOpen(next);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" aria-label={SHARE_CARD_TEXTS.extendFor(share.label)}>
          {SHARE_CARD_TEXTS.extend}
        </Button>
      </DialogTrigger>
      <DialogContent
        hideCloseButton
        className="max-w-md"
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader className="pr-0">
          <DialogTitle>{EXTEND_TEXTS.title}</DialogTitle>
          <DialogDescription>{EXTEND_TEXTS.description}</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            extend.mutate({ id: share.id, days }, { onSettled: () => setOpen(false) });
          }}
        >
          <SelectField
            label={EXTEND_TEXTS.choiceLabel}
            value={days}
            disabled={extend.isPending}
            onChange={(event) => setDays(Number(event.target.value))}
          >
            {EXTEND_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {EXTEND_TEXTS.choice(choice, expiryDay(choice))}
              </option>
            ))}
          </SelectField>
          <DialogFooter>
            <Button variant="outline" disabled={extend.isPending} onClick={() => changeOpen(false)}>
              {EXTEND_TEXTS.cancel}
            </Button>
            <Button type="submit" isLoading={extend.isPending} loadingText={EXTEND_TEXTS.extending}>
              {EXTEND_TEXTS.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
