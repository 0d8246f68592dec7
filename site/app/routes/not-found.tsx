import { data } from 'react-router';

/** Any path no route claims: the error layout's 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
