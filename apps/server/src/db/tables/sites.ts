// A job's locations (module sites).
import type { Generated } from 'kysely';

export interface SitesTable {
  site_id: Generated<number>;
  job_id: number;
  location_number: string;
  address1: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  status: 'Active';
}

export interface SitesTables {
  sites: SitesTable;
}
