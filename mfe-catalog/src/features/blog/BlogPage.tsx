export default function BlogPage() {
  return (
    <section>
      <h1>Blog</h1>
    </section>
  );
}
