export default function MyProductsPage() {
  return (
    <section>
      <h1>Manage Product</h1>
    </section>
  );
}
