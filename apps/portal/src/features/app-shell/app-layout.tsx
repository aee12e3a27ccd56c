import { Outlet } from 'react-router';

/** PLACEHOLDER: replaced by the app-shell author. */
export default function AppLayout() {
  return <Outlet />;
}
