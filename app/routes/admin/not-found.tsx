import { data } from "react-router";

/** A dashboard address that names no page: the dashboard's error page answers it, inside the dashboard. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function DashboardNotFound() {
  return null;
}
