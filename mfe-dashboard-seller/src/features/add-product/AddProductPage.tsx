export default function AddProductPage() {
  return (
    <section>
      <h1>Add Your Product</h1>
    </section>
  );
}
