import { BillList } from '../components/BillList';

/** /groupCommission: team settlement bills. */
export default function TeamBillsPage() {
  return <BillList kind={2} />;
}
