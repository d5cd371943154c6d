export default function CategoryProductsPage() {
  return (
    <section>
      <h1>Products</h1>
    </section>
  );
}
