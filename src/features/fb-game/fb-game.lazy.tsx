import { getRouteApi } from '@tanstack/react-router';
import { FbGamePage } from './components/FbGamePage';

const fbGameRoute = getRouteApi('/m/fbGame');

/** /m/fbGame's page, loaded by the lobby's pages (src/routes/lobby/-components/pages.tsx): drawn afresh for each game it names. */
export default function FbGameRoute() {
  const { nodeId } = fbGameRoute.useSearch();
  return <FbGamePage key={nodeId ?? ''} nodeId={nodeId} />;
}
