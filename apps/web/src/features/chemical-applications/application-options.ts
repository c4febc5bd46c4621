import type { LabelRateUnit, ProductCategory } from '@groundwork/domain/products';
import type { ReactNode } from 'react';

/**
 * What the records screens offer to choose from. The route reads the price book, the roster and the client book (other
 * features) and passes them in; this feature never imports another.
 */
export type ApplicationProductOption = {
  id: string;
  name: string;
  category: ProductCategory;
  epaRegistrationNumber: string | null;
  labelMaxRate: number | null;
  labelRateUnit: LabelRateUnit;
};

export type ApplicatorOption = { id: string; name: string; licenseNumber: string | null; licenseExpiresOn: string | null };

/** A customer and, optionally, one of their properties, as the site picker chose them. */
export type SiteChoice = { customerId: string; customerLabel: string; propertyId: string | null; propertyLabel: string | null };

export type SitePickerProps = {
  /** The id of the customer control: the field's label points at it. */
  id: string;
  value: SiteChoice | null;
  onChange: (value: SiteChoice | null) => void;
  invalid?: boolean;
  describedBy?: string;
};

export type ApplicationOptions = {
  /** The price book's fertilisers and pesticides (isApplicationProduct), by name. */
  products: readonly ApplicationProductOption[];
  /** Who can be the applicator: the roster, with their licences. */
  applicators: readonly ApplicatorOption[];
  /** Picks a customer, then one of their properties, with the app's own client book. */
  renderSitePicker: (props: SitePickerProps) => ReactNode;
  /** Only the office deletes a record, makes a stand-alone one and runs the report (the server answers 403 otherwise). */
  canDelete: boolean;
  /** The office's tools: a stand-alone record and the records report (a crew leader records theirs on their visits). */
  office: boolean;
  /** The role that changes the company's settings (isAdminRole); others read them. */
  canEditSettings: boolean;
};
