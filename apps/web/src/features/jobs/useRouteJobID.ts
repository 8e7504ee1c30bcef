import { useParams } from 'react-router';

/** The route's :jobID as a number (negative for a job made offline); null when malformed. */
export function useRouteJobID(): number | null {
  const { jobID } = useParams();
  const id = Number(jobID);
  return jobID !== undefined && Number.isSafeInteger(id) && id !== 0 ? id : null;
}
