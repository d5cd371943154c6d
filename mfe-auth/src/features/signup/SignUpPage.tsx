export default function SignUpPage() {
  return (
    <section>
      <h1>Sign up</h1>
    </section>
  );
}
