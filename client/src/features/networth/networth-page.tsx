import { UNDO_LABEL } from '@/components/trackers/use-records';
import { FileDown, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { TrackerActions, TrackerLoading } from '@/components/trackers/tracker-states';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useToast } from '@/components/ui/toast';
import { listLoadFailure } from '@/lib/api-errors';
import { useSpouseLabels } from '@/features/account';
import { useAuth } from '@/features/auth';
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
  type NetworthItemDto,
  type NetworthItemInput,
  type NetworthItemValues,
} from '@shared/networth';
import {
  describeWriteFailure,
  NETWORTH_TEXTS,
  networthKeys,
  type NetworthData,
  useCreateNetworthItem,
  useDeleteNetworthItem,
  useNetworth,
  useNetworthCategories,
  useUpdateNetworthItem,
} from './api';
import { LoadErrorCard, PremiumFeatureCard, SignedOutCard } from './components/access-cards';
import { InventoryTable } from './components/inventory-table';
import { ItemDialog } from './components/item-dialog';
import { SummaryTab } from './components/summary-tab';
import { downloadNetworthReport, PDF_TEXTS } from './export-pdf';
import { networthItemInput } from './item-input';
import { NetworthImportButton } from './import/import-csv-button';

type Editor =
  { mode: 'add'; defaultValues: NetworthItemInput } | { mode: 'edit'; item: NetworthItemDto };

function addEditor(classification: Classification = 'asset'): Editor {
  return { mode: 'add', defaultValues: { ...NETWORTH_ITEM_DEFAULTS, classification } };
}

/** The Assets and Debts tabs: each lists one classification's items above its total. */
const INVENTORY_TABS = [
  { value: 'assets', classification: 'asset', total: 'total_assets' },
  { value: 'debts', classification: 'debt', total: 'total_debts' },
] as const;

function Header({ actions }: { actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Combined Net Worth Tracker
        </h1>
        <p className="mt-1 text-slate-600">Track assets and debts for divorce financial planning</p>
      </div>
      {actions && <TrackerActions>{actions}</TrackerActions>}
    </div>
  );
}

function Tracker({
  data,
  categories,
}: {
  data: NetworthData;
  categories: NetworthCategoriesResponse;
}) {
  const { toast } = useToast();
  const create = useCreateNetworthItem();
  const update = useUpdateNetworthItem();
  const remove = useDeleteNetworthItem();
  const spouses = useSpouseLabels();
  const [editor, setEditor] = useState<Editor | null>(null);
  const [toDelete, setToDelete] = useState<NetworthItemDto | null>(null);
  const [historyOf, setHistoryOf] = useState<HistoryTarget | null>(null);
  const [isExporting, setIsExporting] = useState(false);

  const dialogDefaults =
    editor === null
      ? NETWORTH_ITEM_DEFAULTS
      : editor.mode === 'edit'
        ? networthItemInput(editor.item)
        : editor.defaultValues;

  async function save(values: NetworthItemValues) {
    if (editor === null) return;
    const write = editor.mode === 'add' ? 'add' : 'update';
    try {
      if (editor.mode === 'add') {
        await create.mutateAsync(values);
        toast({ title: 'Item added', description: `${values.name} was added to your tracker.` });
      } else {
        await update.mutateAsync({ id: editor.item.id, values });
        toast({ title: 'Item updated', description: `${values.name} was updated.` });
      }
      setEditor(null);
    } catch (error) {
      // The dialog stays open with what was typed, so the user can correct it and try again.
      toast({
        title: NETWORTH_TEXTS[write].failedTitle,
        description: describeWriteFailure(error, write),
        variant: 'destructive',
      });
    }
  }

  const undoDelete = useUndoDelete('networth_item', networthKeys.all);

  async function confirmDelete(item: NetworthItemDto) {
    try {
      await remove.mutateAsync(item.id);
      toast({
        title: 'Item deleted',
        description: `${item.name} was deleted.`,
        action: { label: UNDO_LABEL, onAction: () => void undoDelete(item.id) },
      });
    } catch (error) {
      toast({
        title: NETWORTH_TEXTS.delete.failedTitle,
        description: describeWriteFailure(error, 'delete'),
        variant: 'destructive',
      });
    } finally {
      setToDelete(null);
    }
  }

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
            <Button variant="outline" isLoading={isExporting} onClick={() => void exportPdf()}>
              {!isExporting && <FileDown aria-hidden="true" className="size-4" />}
              Export PDF
            </Button>
            <Button onClick={() => setEditor(addEditor())}>
              <Plus aria-hidden="true" className="size-4" />
              Add Item
            </Button>
          </>
        }
      />
      <Tabs defaultValue="summary">
        {/* Four tabs just fit a phone; should a font run wider, they scroll inside their bar. */}
        <TabsList aria-label="Net worth views" className="overflow-x-auto">
          <TabsTrigger value="summary">Summary</TabsTrigger>
          <TabsTrigger value="assets">Assets</TabsTrigger>
          <TabsTrigger value="debts">Debts</TabsTrigger>
          <TabsTrigger value="division">Division</TabsTrigger>
        </TabsList>
        <TabsContent value="summary">
          <SummaryTab summary={data.summary} />
        </TabsContent>
        {INVENTORY_TABS.map(({ value, classification, total }) => (
          <TabsContent key={value} value={value}>
            <InventoryTable
              classification={classification}
              items={data.items.filter((item) => item.classification === classification)}
              total={data.summary[total]}
              categories={categories}
              onHistory={({ id, name }) => setHistoryOf({ id, name })}
              onEdit={(item) => setEditor({ mode: 'edit', item })}
              onDelete={setToDelete}
              onAddFirst={() => setEditor(addEditor(classification))}
            />
          </TabsContent>
        ))}
        <TabsContent value="division">
          <DivisionTab onAddItem={() => setEditor(addEditor())} />
        </TabsContent>
      </Tabs>
      <ItemDialog
        open={editor !== null}
        onOpenChange={(open) => {
          if (!open) setEditor(null);
        }}
        mode={editor?.mode ?? 'add'}
        defaultValues={dialogDefaults}
        categories={categories}
        isSaving={create.isPending || update.isPending}
        onSubmit={save}
      />
      <HistoryDialog
        entity="networth_item"
        target={historyOf}
        onClose={() => setHistoryOf(null)}
        spouses={spouses}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setToDelete(null);
        }}
        title={NETWORTH_TEXTS.deleteConfirm}
        description={toDelete ? deletionNotice(`“${toDelete.name}”`) : undefined}
        confirmLabel="Delete"
        isDestructive
        isConfirming={remove.isPending}
        onConfirm={() => {
          if (toDelete) void confirmDelete(toDelete);
        }}
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
  const { user } = useAuth();
  const networth = useNetworth(user !== null);
  const categories = useNetworthCategories(user !== null && networth.isSuccess);

  const failure = listLoadFailure(networth, NETWORTH_TEXTS);
  let body;
  if (user === null) {
    body = <SignedOutCard message={NETWORTH_TEXTS.signedOut} />;
  } else if (failure?.kind === 'signed-out') {
    body = <SignedOutCard message={failure.message} />;
  } else if (failure?.kind === 'premium-required') {
    body = <PremiumFeatureCard message={failure.message} />;
  } else if (failure !== null) {
    body = <LoadErrorCard message={failure.message} onRetry={() => void networth.refetch()} />;
  } else if (networth.data === undefined) {
    body = <TrackerLoading label="Loading your net worth items" />;
  } else {
    return (
      <PageShell>
        <Tracker data={networth.data} categories={categories} />
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
