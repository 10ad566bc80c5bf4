import { BillDetail } from '../components/BillDetail';

/** /personalCommission/detail/:id */
export default function PersonalBillPage() {
  return <BillDetail kind={1} />;
}
