import type { OverheadMarkups } from '@groundwork/domain/overhead';
import { productUnitLabels } from '@groundwork/domain/products';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getCrewsQueryOptions } from '@/features/crews/api/get-crews';
import { equipmentQueryOptions } from '@/features/equipment/api/get-equipment';
import type { PriceBookOption, ServiceOption, TemplateLineSource } from '@/features/estimates/components/estimate-draft';
import { useOverheadSummary } from '@/features/overhead/api/get-overhead-summary';
import { productsQueryOptions } from '@/features/products/api/get-products';
import { useServices } from '@/features/services/api/get-services';
import { subcontractorsQueryOptions } from '@/features/subcontractors/api/get-subcontractors';
import { getTemplate } from '@/features/templates/api/get-template';
import { templatesQueryOptions } from '@/features/templates/api/get-templates';

/**
 * What the builder picks from, composed from the price-book features: services (with rate matrix and recipe),
 * products, equipment (cost per hour), crews (loaded labour cost per hour) and subcontractors, plus the active
 * budget's markups. A price-book list that fails to load only leaves its options out.
 */
export function useBuilderOptions() {
  const services = useServices();
  const summary = useOverheadSummary();
  const products = useQuery(productsQueryOptions());
  const equipment = useQuery(equipmentQueryOptions());
  const crews = useQuery(getCrewsQueryOptions({ page: 1 }));
  const subcontractors = useQuery(subcontractorsQueryOptions());
  const templatesQuery = useQuery(templatesQueryOptions());

  const serviceOptions = useMemo<ServiceOption[]>(() => (services.data ?? []).filter((service) => !service.archived), [services.data]);

  const priceBook = useMemo<PriceBookOption[]>(() => {
    const options: PriceBookOption[] = [];
    for (const crew of crews.data?.crews ?? []) {
      if (crew.status !== 'active') continue;
      options.push({ key: `crew:${crew.id}`, type: 'labor', sourceId: crew.id, name: `${crew.name} labor`, cost: crew.loadedLaborCostPerHour, rate: null, taxable: true, unitLabel: 'per hour' });
    }
    for (const item of equipment.data?.equipment ?? []) {
      if (item.costPerHour === null) continue;
      options.push({ key: `equipment:${item.id}`, type: 'equipment', sourceId: item.id, name: item.name, cost: item.costPerHour, rate: null, taxable: true, unitLabel: 'per hour' });
    }
    for (const product of products.data?.products ?? []) {
      if (product.archived) continue;
      options.push({
        key: `product:${product.id}`,
        type: 'product',
        sourceId: product.id,
        name: product.name,
        cost: product.unitCost,
        rate: product.price,
        taxable: product.taxable,
        unitLabel: `per ${productUnitLabels[product.unit] ?? product.unit}`,
      });
    }
    for (const subcontractor of subcontractors.data?.subcontractors ?? []) {
      if (subcontractor.status !== 'active') continue;
      if (subcontractor.hourlyRate !== null)
        options.push({ key: `sub-hour:${subcontractor.id}`, type: 'subcontractor', sourceId: subcontractor.id, name: subcontractor.companyName, cost: subcontractor.hourlyRate, rate: null, taxable: true, unitLabel: 'per hour' });
      if (subcontractor.flatRate !== null)
        options.push({
          key: `sub-flat:${subcontractor.id}`,
          type: 'subcontractor',
          sourceId: subcontractor.id,
          name: subcontractor.flatRateDescription ? `${subcontractor.companyName} — ${subcontractor.flatRateDescription}` : subcontractor.companyName,
          cost: subcontractor.flatRate,
          rate: null,
          taxable: true,
          unitLabel: 'flat',
        });
    }
    return options;
  }, [crews.data, equipment.data, products.data, subcontractors.data]);

  const templates = useMemo(() => templatesQuery.data?.templates ?? [], [templatesQuery.data]);
  const loadTemplate = async (id: string): Promise<{ items: TemplateLineSource[]; document: string }> => {
    const { template } = await getTemplate(id);
    return { items: template.items, document: template.document };
  };

  const markups: OverheadMarkups | undefined = summary.data?.markups;
  return { services, summary, serviceOptions, priceBook, markups, templates, loadTemplate };
}
