import { BillList } from '../components/BillList';

/** /personalCommission: personal settlement bills. */
export default function PersonalBillsPage() {
  return <BillList kind={1} />;
}
