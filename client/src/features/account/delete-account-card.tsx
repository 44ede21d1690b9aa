/**
 * The profile's danger zone: a calm card whose one red control opens "Delete your account?"
 * (POST /api/account/delete), which asks for the email address and password again.
 */
import { msg } from '@lingui/core/macro';
import { liveTexts } from '@/components/ui/live-texts';
import { useLingui } from '@lingui/react';
import { Trash2, UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { ACCOUNT_ANCHORS } from './anchors';
import { DeleteAccountDialog } from './delete-account-dialog';

const DELETE_ACCOUNT_CARD_TEXTS = liveTexts({
  title: msg`Delete account`,
  about: msg`Remove your account and everything in it from Fairsplit for good. You can download your data first.`,
  button: msg`Delete account`,
});

export function DeleteAccountCard() {
  const [isOpen, setIsOpen] = useState(false);
  useLingui();
  return (
    <SectionCard
      id={ACCOUNT_ANCHORS.deleteAccount}
      title={DELETE_ACCOUNT_CARD_TEXTS.title}
      icon={UserX}
      description={DELETE_ACCOUNT_CARD_TEXTS.about}
    >
      <Button variant="destructive" className="mt-4" onClick={() => setIsOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {DELETE_ACCOUNT_CARD_TEXTS.button}
      </Button>
      <DeleteAccountDialog open={isOpen} onOpenChange={setIsOpen} />
    </SectionCard>
  );
}
