// The people the office may put on a job: one page of the company's people (the console's office
// roles that run jobs may read them), as choices for the foreman and crew pickers.
import type { OfficePerson } from '@fieldops/contract';
import { useCall } from '../api/use-call';

const LEADS: ReadonlySet<OfficePerson['fieldRole']> = new Set(['foreman', 'generalForeman']);
export const PEOPLE_PAGE = 200;

export interface Choice {
  value: string;
  label: string;
}

export function usePeopleChoices() {
  const people = useCall('officePeople', { query: { active: 'all', pageSize: PEOPLE_PAGE } });
  const everyone = people.value?.people ?? [];
  const choice = (person: OfficePerson): Choice => ({
    value: String(person.employeeID),
    label: person.fullName,
  });
  return {
    status: people.status,
    foremen: everyone.filter((person) => LEADS.has(person.fieldRole)).map(choice),
    everyone: everyone.map(choice),
  };
}
