export default function MyOrdersPage() {
  return (
    <section>
      <h1>My Orders</h1>
    </section>
  );
}
