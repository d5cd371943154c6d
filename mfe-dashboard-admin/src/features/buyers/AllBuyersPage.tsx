export default function AllBuyersPage() {
  return (
    <section>
      <h1>Manage Buyers</h1>
    </section>
  );
}
