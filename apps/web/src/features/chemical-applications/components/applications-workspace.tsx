import { FileBarChartIcon, ListIcon, PlusIcon, SettingsIcon } from 'lucide-react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { applicationFiltersOf, isFiltered, NEW_RECORD, readApplicationsUrl, writeApplicationsUrl, type ApplicationsTab, type ApplicationsUrlState } from '../application-filters';
import type { ApplicationOptions } from '../application-options';
import { ApplicationDetailSheet } from './application-detail-sheet';
import { ApplicationFiltersBar } from './application-filters-bar';
import { ApplicationReport } from './application-report';
import { ApplicationSettingsPanel } from './application-settings-form';
import { ApplicationsList } from './applications-list';

/**
 * /chemical-tracking: the records (filtered, the open one in `?open=`), the records report and the company's state
 * settings. What is shown lives in the URL, so a reload or a link shows the same.
 */
export function ApplicationsWorkspace({ options }: { options: ApplicationOptions }) {
  const [params, setParams] = useSearchParams();
  const state = readApplicationsUrl(params);
  const update = useCallback(
    (change: Partial<ApplicationsUrlState>, { replace = true }: { replace?: boolean } = {}) => setParams((current) => writeApplicationsUrl(current, change), { replace }),
    [setParams],
  );
  const openHref = useCallback((id: string) => `?${writeApplicationsUrl(params, { open: id }).toString()}`, [params]);
  const openNew = () => update({ open: NEW_RECORD }, { replace: false });

  return (
    <div className="grid min-w-0 gap-5">
      <Tabs value={state.tab} onValueChange={(value) => update({ tab: value as ApplicationsTab }, { replace: false })} className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList aria-label="Chemical tracking">
            <TabsTrigger value="records">
              <ListIcon className="size-4" aria-hidden="true" />
              Records
            </TabsTrigger>
            {options.office && (
              <TabsTrigger value="report">
                <FileBarChartIcon className="size-4" aria-hidden="true" />
                Report
              </TabsTrigger>
            )}
            <TabsTrigger value="settings">
              <SettingsIcon className="size-4" aria-hidden="true" />
              Settings
            </TabsTrigger>
          </TabsList>
          {options.office && (
            <Button className="min-h-11" onClick={openNew}>
              <PlusIcon aria-hidden="true" />
              New record
            </Button>
          )}
        </div>
        <TabsContent value="records" className="grid min-w-0 gap-5 pt-4">
          {state.tab === 'records' && (
            <>
              <ApplicationFiltersBar state={state} onChange={(change) => update(change)} options={options} />
              <ApplicationsList
                filters={applicationFiltersOf(state)}
                filtered={isFiltered(state)}
                openHref={openHref}
                onOpen={(id) => update({ open: id }, { replace: false })}
                onNew={options.office ? openNew : undefined}
              />
            </>
          )}
        </TabsContent>
        <TabsContent value="report" className="min-w-0 pt-4">
          {state.tab === 'report' && options.office && <ApplicationReport options={options} />}
        </TabsContent>
        <TabsContent value="settings" className="min-w-0 pt-4">
          {state.tab === 'settings' && <ApplicationSettingsPanel canEdit={options.canEditSettings} />}
        </TabsContent>
      </Tabs>
      <ApplicationDetailSheet
        openId={state.open}
        onClose={() => update({ open: null }, { replace: false })}
        onCreated={(id) => update({ open: id }, { replace: true })}
        options={options}
      />
    </div>
  );
}
