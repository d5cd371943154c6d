export default function LoginPage() {
  return (
    <section>
      <h1>Login</h1>
    </section>
  );
}
