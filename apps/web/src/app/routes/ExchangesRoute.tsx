import { ExchangesPage } from '../../features/exchanges/components/ExchangesPage';

/** /management/exchanges (page permission `exchanges`, guarded by the router); administrators also read the mailbox. */
export default function ExchangesRoute() {
  return <ExchangesPage showMailbox />;
}
