import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { TrackerLoading } from '@/components/trackers/tracker-states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { liveTexts } from '@/components/ui/live-texts';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { parseApiErrorBody, UNKNOWN_ERROR } from '@/lib/api-errors';
import { useSharedText } from '@/lib/i18n';
import { EVIDENCE_MESSAGES, parseSnapshotCode } from '@shared/evidence';
import { verifyQueryOptions } from './api';
import { FileCheck } from './components/file-check';
import { SnapshotSummary } from './components/snapshot-summary';
import type { FileDigest } from './verdict';

const VERIFY_TEXTS = liveTexts({
  invalidCode: msg`Enter the code as printed, e.g. FS-7K2M-9QXD-4TWE-H3NP`,
  lookupFailed: msg`Failed to look up the code`,
});

/** Why a look-up failed: the server's words, else the contract's for its status. */
function lookupFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return UNKNOWN_ERROR;
  const fallback =
    error.status === 404
      ? EVIDENCE_MESSAGES.snapshotNotFound
      : error.status === 429
        ? EVIDENCE_MESSAGES.verifyRateLimited
        : VERIFY_TEXTS.lookupFailed;
  return parseApiErrorBody(error).error ?? fallback;
}

/** /verify?code=…: a code in the address is the one looked up, so a link can be shared. */
function useCodeInAddress() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const typed = new URLSearchParams(search).get('code') ?? '';
  return {
    typed,
    code: parseSnapshotCode(typed),
    lookUp: (code: string) =>
      navigate(`${paths.verify}?${new URLSearchParams({ code })}`, { replace: true }),
  };
}

/**
 * /verify, public: anyone holding an export's verification code sees what the export was, who
 * made it and when, whether the record behind it is intact, and can check the file itself.
 */
export function VerifyPage() {
  const address = useCodeInAddress();
  const [input, setInput] = useState(address.typed);
  const [isInvalid, setIsInvalid] = useState(address.typed !== '' && address.code === null);
  const lookup = useQuery({
    ...verifyQueryOptions(address.code ?? ''),
    enabled: address.code !== null,
  });
  // The file may be dropped before the code is typed: it is compared once the code is found.
  const [digest, setDigest] = useState<FileDigest | null>(null);
  const snapshot = address.code !== null && !isInvalid ? (lookup.data ?? null) : null;
  const { t } = useLingui();

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = parseSnapshotCode(input);
    setIsInvalid(code === null);
    if (code === null) return;
    setInput(code);
    if (code === address.code) void lookup.refetch();
    else address.lookUp(code);
  }

  return (
    <PageShell title={t`Verify an Export`}>
      <div className="grid max-w-2xl gap-6">
        <p className="text-slate-700">
          <Trans>
            Enter the verification code printed on a Fairsplit export to see whether the export is
            genuine and whether the records behind it have changed since.
          </Trans>
        </p>
        <Card className="p-5 sm:p-6">
          <form noValidate onSubmit={submit} className="space-y-4">
            <TextField
              label={t`Verification code`}
              value={input}
              onChange={(event) => setInput(event.target.value)}
              placeholder="FS-XXXX-XXXX-XXXX-XXXX"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono"
              error={isInvalid ? VERIFY_TEXTS.invalidCode : undefined}
            />
            <Button
              type="submit"
              className="w-full sm:w-auto"
              isLoading={lookup.isFetching}
              loadingText={t`Verifying...`}
            >
              <Trans>Verify</Trans>
            </Button>
          </form>
        </Card>
        {address.code !== null && !isInvalid && (
          <LookupResult code={address.code} digest={digest} />
        )}
        {(snapshot === null || snapshot.files.length > 0) && (
          <FileCheck snapshot={snapshot} digest={digest} onDigest={setDigest} />
        )}
        <section aria-labelledby="verify-proves" className="text-sm text-slate-700">
          <h2 id="verify-proves" className="text-base font-semibold text-slate-900">
            <Trans>What verification proves</Trans>
          </h2>
          <p className="mt-1">
            <Trans>
              When an export is made, Fairsplit records a fingerprint (a SHA-256 hash) of the
              account's history of changes and of each exported file. A code that checks out shows
              that the records behind the export have not been edited without trace since it was
              made, and a file found identical is exactly the file that was exported. Changes made
              later are normal, and each one is itself recorded.
            </Trans>
          </p>
          <p className="mt-2">
            <Trans>
              Fairsplit makes every export itself and signs a receipt for it: the files'
              fingerprints, the time, and the account's initials. The receipt (in the case file's
              ZIP, or under Details) can be checked without Fairsplit, with the published key and
              openssl.
            </Trans>
          </p>
          <p className="mt-2">
            <Trans>
              It does not prove that the entries are true: they are what the account holder entered,
              and Fairsplit does not check them.
            </Trans>
          </p>
        </section>
      </div>
    </PageShell>
  );
}

/** The look-up of `code` (the page's own query): progress, why it failed, or the export. */
function LookupResult({ code, digest }: { code: string; digest: FileDigest | null }) {
  const lookup = useQuery(verifyQueryOptions(code));
  const { t } = useLingui();
  const sharedText = useSharedText();
  if (lookup.isPending) return <TrackerLoading label={t`Looking up the code`} />;
  if (lookup.isError) {
    return (
      <Alert tone="error">
        <p>{sharedText(lookupFailure(lookup.error))}</p>
      </Alert>
    );
  }
  return <SnapshotSummary snapshot={lookup.data} digest={digest} />;
}
