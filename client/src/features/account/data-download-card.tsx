/**
 * The profile's "Your data" card: everything the product keeps about the user, as one ZIP of
 * JSON files and the trackers' spreadsheets (CSV) with a README, or one JSON file (GET /api/account/export). For every signed-in
 * user: data protection is not a premium feature.
 */
import { useLingui } from '@lingui/react/macro';
import { Download, FolderArchive } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { ACCOUNT_ANCHORS } from './anchors';
import { SelectField } from '@/components/ui/form-field';
import type { AccountExportFormat } from '@shared/account';
import { DATA_DOWNLOAD_TEXTS, useDataDownload } from './use-data-download';

export function DataDownloadCard() {
  const [format, setFormat] = useState<AccountExportFormat>('zip');
  const download = useDataDownload();
  const { t } = useLingui();

  return (
    <SectionCard
      id={ACCOUNT_ANCHORS.yourData}
      title={DATA_DOWNLOAD_TEXTS.title}
      icon={FolderArchive}
      description={DATA_DOWNLOAD_TEXTS.about}
    >
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-64">
          <SelectField
            label={t`Format`}
            value={format}
            onChange={(event) => setFormat(event.target.value as AccountExportFormat)}
          >
            <option value="zip">{t`ZIP of JSON and spreadsheet (CSV) files`}</option>
            <option value="json">{t`One JSON file`}</option>
          </SelectField>
        </div>
        <Button
          variant="outline"
          isLoading={download.isPending}
          loadingText={DATA_DOWNLOAD_TEXTS.preparing}
          onClick={() => download.mutate(format)}
        >
          <Download aria-hidden="true" className="size-4" />
          {DATA_DOWNLOAD_TEXTS.button}
        </Button>
      </div>
    </SectionCard>
  );
}
