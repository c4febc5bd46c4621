import { isAdminRole, isOfficeRole, type Role } from '@groundwork/domain/auth';
import { isApplicationProduct } from '@groundwork/domain/products';
import { useQuery } from '@tanstack/react-query';
import { createElement, useMemo } from 'react';
import { getEmployeesQueryOptions } from '@/features/employees/api/get-employees';
import type { ApplicationOptions, SitePickerProps } from '@/features/chemical-applications/application-options';
import { productsQueryOptions } from '@/features/products/api/get-products';
import { fullName } from '@/lib/format';
import { ApplicationSitePicker } from './application-site-picker';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base' });

const renderSitePicker = (props: SitePickerProps) => createElement(ApplicationSitePicker, props);

/**
 * What the records screens offer, read from the other features: the price book's fertilisers and pesticides, the
 * roster with applicator licences, and the client book for a stand-alone record's site.
 */
export function useApplicationOptions(role: Role | null): ApplicationOptions {
  const office = role ? isOfficeRole(role) : false;
  const products = useQuery({ ...productsQueryOptions(), enabled: office });
  const employees = useQuery({ ...getEmployeesQueryOptions({ page: 1 }), enabled: office });

  return useMemo(
    () => ({
      products: (products.data?.products ?? [])
        .filter((product) => isApplicationProduct(product.category) && !product.archived)
        .map((product) => ({
          id: product.id,
          name: product.name,
          category: product.category,
          epaRegistrationNumber: product.epaRegistrationNumber,
          labelMaxRate: product.labelMaxRate,
          labelRateUnit: product.labelRateUnit,
        }))
        .sort(byName),
      // Someone who has left can still be found on old records (the record shows its own name), not picked for new ones.
      applicators: (employees.data?.employees ?? [])
        .filter((employee) => employee.status !== 'terminated')
        .map((employee) => ({
          id: employee.id,
          name: fullName(employee),
          licenseNumber: employee.applicatorLicenseNumber,
          licenseExpiresOn: employee.applicatorLicenseExpiresOn,
        }))
        .sort(byName),
      renderSitePicker,
      canDelete: office,
      office,
      // One rule on both sides: the company's set-up is the admins' (requireCompanyAdmin on the server).
      canEditSettings: role ? isAdminRole(role) : false,
    }),
    [products.data, employees.data, office, role],
  );
}
