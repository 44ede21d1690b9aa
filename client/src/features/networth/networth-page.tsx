import { Trans, useLingui } from '@lingui/react/macro';
import { GlossaryHelp } from '@/components/ui/glossary-help';
import { FileDown, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { RecordDeleteDialog } from '@/components/trackers/record-delete-dialog';
import { TrackerActions, TrackerLoading } from '@/components/trackers/tracker-states';
import { lazyDialog, usePreloadWhenIdle } from '@/components/ui/lazy-dialog';
import {
  TRACKER_HEADER_CLASSES,
  TRACKER_HEADINGS,
  TrackerHeading,
} from '@/components/trackers/tracker-heading';
import { useTrackerPage } from '@/components/trackers/use-tracker-page';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useToast } from '@/components/ui/toast';
import { useSpouseLabels } from '@/features/account';
import { DivisionTab } from '@/features/division';
import {
  DeletedItemsButton,
  deletionNotice,
  HistoryDialog,
  type HistoryTarget,
  useUndoDelete,
} from '@/features/evidence';
import { logger } from '@/lib/logger';
import {
  NETWORTH_ITEM_DEFAULTS,
  type Classification,
  type NetworthCategoriesResponse,
  type NetworthItemInput,
  type NetworthItemValues,
} from '@shared/networth';
import {
  NETWORTH_TEXTS,
  networthKeys,
  networthTracker,
  type ListedNetworthItem,
  type NetworthData,
  useNetworthCategories,
} from './api';
import { LoadErrorCard, PremiumFeatureCard, SignedOutCard } from './components/access-cards';
import { InventoryTable } from './components/inventory-table';
import { SummaryTab } from './components/summary-tab';
import { downloadNetworthReport, PDF_TEXTS } from './export-pdf';
import { networthItemInput } from './item-input';
import { NetworthImportButton } from './import/import-csv-button';

function newItemValues(classification: Classification = 'asset'): NetworthItemInput {
  return { ...NETWORTH_ITEM_DEFAULTS, classification };
}

/** The Assets and Debts tabs: each lists one classification's items above its total. */
const INVENTORY_TABS = [
  { value: 'assets', classification: 'asset', total: 'total_assets' },
  { value: 'debts', classification: 'debt', total: 'total_debts' },
] as const;

function Header({ actions }: { actions?: ReactNode }) {
  return (
    <div className={TRACKER_HEADER_CLASSES.above}>
      <TrackerHeading text={TRACKER_HEADINGS.networth}>
        <GlossaryHelp term="net worth" className="mt-1" />
      </TrackerHeading>
      {actions && <TrackerActions>{actions}</TrackerActions>}
    </div>
  );
}

/** The add and edit dialog, with the form library it needs, loads when first wanted. */
const ItemDialog = lazyDialog(async () => (await import('./components/item-dialog')).ItemDialog, {
  isOpen: (props) => props.open,
  close: (props) => props.onOpenChange(false),
});

type NetworthTrackerPage = ReturnType<
  typeof useTrackerPage<ListedNetworthItem, NetworthItemInput, NetworthItemValues, NetworthData>
>;

function Tracker({
  data,
  page,
  categories,
}: {
  data: NetworthData;
  page: NetworthTrackerPage;
  categories: NetworthCategoriesResponse;
}) {
  const { toast } = useToast();
  const { editor } = page;
  const spouses = useSpouseLabels();
  const [historyOf, setHistoryOf] = useState<HistoryTarget | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  const { t } = useLingui();
  // Drawn with her items: the dialogs' code can come now.
  usePreloadWhenIdle(true, ItemDialog, HistoryDialog);

  async function exportPdf() {
    if (data.items.length === 0 || !data.summary) {
      toast({ title: PDF_TEXTS.emptyTitle, description: PDF_TEXTS.emptyDescription });
      return;
    }
    setIsExporting(true);
    try {
      await downloadNetworthReport();
      toast({ title: PDF_TEXTS.doneTitle, description: PDF_TEXTS.doneDescription });
    } catch (error) {
      logger.error('Could not generate the net worth report', error);
      toast({
        title: PDF_TEXTS.failedTitle,
        description: PDF_TEXTS.failedDescription,
        variant: 'destructive',
      });
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <>
      <Header
        actions={
          <>
            {/* A restored item changes the list, the summary and the division: reload them all. */}
            <DeletedItemsButton entity="networth_item" listKey={networthKeys.all} />
            <NetworthImportButton />
            <Button
              writes
              variant="outline"
              isLoading={isExporting}
              onClick={() => void exportPdf()}
            >
              {!isExporting && <FileDown aria-hidden="true" className="size-4" />}
              <Trans>Export PDF</Trans>
            </Button>
            <Button writes onClick={editor.openAdd}>
              <Plus aria-hidden="true" className="size-4" />
              <Trans>Add Item</Trans>
            </Button>
          </>
        }
      />
      <Tabs defaultValue="summary">
        {/* Four tabs just fit a phone; should a font run wider, they scroll inside their bar. */}
        <TabsList aria-label={t`Net worth views`} className="overflow-x-auto">
          <TabsTrigger value="summary">
            <Trans>Summary</Trans>
          </TabsTrigger>
          <TabsTrigger value="assets">
            <Trans>Assets</Trans>
          </TabsTrigger>
          <TabsTrigger value="debts">
            <Trans>Debts</Trans>
          </TabsTrigger>
          <TabsTrigger value="division">
            <Trans>Division</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="summary">
          <SummaryTab summary={data.summary} />
        </TabsContent>
        {INVENTORY_TABS.map(({ value, classification, total }) => (
          <TabsContent key={value} value={value}>
            <GlossaryHelp term={classification} className="mb-2" />
            <InventoryTable
              classification={classification}
              items={data.items.filter((item) => item.classification === classification)}
              total={data.summary[total]}
              categories={categories}
              onHistory={({ id, name }) => setHistoryOf({ id, name })}
              onEdit={editor.openEdit}
              onDelete={editor.askToDelete}
              onAddFirst={() => editor.openAddWith(newItemValues(classification))}
            />
          </TabsContent>
        ))}
        <TabsContent value="division">
          <GlossaryHelp term="division" className="mb-2" />
          <DivisionTab onAddItem={editor.openAdd} />
        </TabsContent>
      </Tabs>
      <ItemDialog
        key={editor.formDialogKey}
        {...editor.formDialogProps}
        categories={categories}
        isSaving={page.isSaving}
      />
      <HistoryDialog
        entity="networth_item"
        target={historyOf}
        onClose={() => setHistoryOf(null)}
        spouses={spouses}
      />
      <RecordDeleteDialog
        {...editor.deleteDialogProps}
        title={NETWORTH_TEXTS.deleteConfirm}
        describe={(item) => deletionNotice(`“${item.name}”`)}
      />
    </>
  );
}

/**
 * /networth (docs/product.md#net-worth-tracker-and-division): the Combined Net Worth Tracker. Loads
 * items and summary, then shows the Summary, Assets, Debts and Division tabs; a free account gets
 * the Premium Feature card instead.
 */
export function NetworthPage() {
  const undoDelete = useUndoDelete('networth_item', networthKeys.all);
  const page = useTrackerPage<
    ListedNetworthItem,
    NetworthItemInput,
    NetworthItemValues,
    NetworthData
  >(networthTracker, {
    emptyValues: newItemValues,
    formValues: networthItemInput,
    undoDelete: (item) => void undoDelete(item.id),
  });
  const categories = useNetworthCategories(!page.isSignedOut && page.records !== undefined);
  const { t } = useLingui();

  const { failure } = page;
  let body;
  if (page.isSignedOut) {
    body = <SignedOutCard message={NETWORTH_TEXTS.signedOut} />;
  } else if (failure?.kind === 'premium-required') {
    body = <PremiumFeatureCard message={failure.message} />;
  } else if (failure !== null) {
    body = <LoadErrorCard message={failure.message} onRetry={page.retry} />;
  } else if (page.records === undefined) {
    body = <TrackerLoading label={t`Loading your net worth items`} />;
  } else {
    return (
      <PageShell>
        <Tracker data={page.records} page={page} categories={categories} />
      </PageShell>
    );
  }

  return (
    <PageShell>
      <Header />
      {body}
    </PageShell>
  );
}
