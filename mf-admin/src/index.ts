// The async boundary lets federation negotiate shared singletons before any of them is evaluated.
// Production builds of this remote ship no page of their own (the shell renders the exposed pages).
if (process.env.NODE_ENV !== 'production') void import('./bootstrap-dev');
