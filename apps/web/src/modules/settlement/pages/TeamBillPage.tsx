import { BillDetail } from '../components/BillDetail';

/** /groupCommission/detail/:id */
export default function TeamBillPage() {
  return <BillDetail kind={2} />;
}
