// The job form's values and the contract's OfficeJobInput: empty coordinates are "no pin", and the
// contract's own schema says what is wrong with a field, so the console and the server agree.
import { OfficeJobInput, type OfficeJob } from '@fieldops/contract';

export interface JobFormValues {
  jobNumber: string;
  workType: string;
  workDescription: string;
  address1: string;
  city: string;
  latitude: number | string;
  longitude: number | string;
}

export const EMPTY_JOB: JobFormValues = {
  jobNumber: '',
  workType: '',
  workDescription: '',
  address1: '',
  city: '',
  latitude: '',
  longitude: '',
};

export function formValuesOf(job: OfficeJob): JobFormValues {
  return {
    jobNumber: job.jobNumber,
    workType: job.workType,
    workDescription: job.workDescription,
    address1: job.address1,
    city: job.city,
    latitude: job.latitude ?? '',
    longitude: job.longitude ?? '',
  };
}

const coordinate = (value: number | string): number | null =>
  value === '' || value === null ? null : Number(value);

export function inputOf(values: JobFormValues): OfficeJobInput {
  return { ...values, latitude: coordinate(values.latitude), longitude: coordinate(values.longitude) };
}

export type FieldProblem = 'required' | 'invalid';

/** Each field the contract refuses, with whether it is missing or wrong; both or neither coordinate. */
export function problemsOf(values: JobFormValues): Partial<Record<keyof JobFormValues, FieldProblem>> {
  const problems: Partial<Record<keyof JobFormValues, FieldProblem>> = {};
  const parsed = OfficeJobInput.safeParse(inputOf(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field !== 'string' || !(field in values)) continue;
      const name = field as keyof JobFormValues;
      problems[name] ??= String(values[name]).trim() === '' ? 'required' : 'invalid';
    }
  }
  const latitude = coordinate(values.latitude);
  const longitude = coordinate(values.longitude);
  if ((latitude === null) !== (longitude === null)) {
    if (latitude === null) problems.latitude = 'required';
    else problems.longitude = 'required';
  }
  return problems;
}
