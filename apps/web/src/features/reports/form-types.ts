// The shapes the report renderer passes between its parts.
import type { LineItemColumn, OptionListEntry, ReportField } from '@fieldops/contract';

/** A field holding one plain value: a top-level field of these kinds or a line-item column. */
export type SimpleField =
  Exclude<ReportField, { kind: 'photos' | 'signature' | 'lineItems' }> | LineItemColumn;

export type LineItemsField = Extract<ReportField, { kind: 'lineItems' }>;
export type PhotosField = Extract<ReportField, { kind: 'photos' }>;
export type SignatureField = Extract<ReportField, { kind: 'signature' }>;

/** A new value, or how to make it from the latest one (photos arrive one by one, asynchronously). */
export type ValueUpdate = unknown | ((previous: unknown) => unknown);

/** Where a report's photos belong: its job, location and referenceCode (REPORT-5). */
export interface PhotoContext {
  jobID: number;
  locationNumber: string;
  reportCode: string;
}

export interface FormContext {
  optionLists: Readonly<Record<string, OptionListEntry[]>>;
  photos: PhotoContext;
  readOnly: boolean;
  /** Messages by field path (`key`, or `key.row.column` in line items); empty until a submit is tried. */
  errors: ReadonlyMap<string, string>;
}
