export default function AllSellersPage() {
  return (
    <section>
      <h1>Manage Sellers</h1>
    </section>
  );
}
