export default function ReportedItemsPage() {
  return (
    <section>
      <h1>Reported Items</h1>
    </section>
  );
}
