import { configure } from '@testing-library/dom'

// findBy* and waitFor wait one second by default; a component test rendering MUI on two busy
// cores (CI runs the tiers side by side) can take longer than that to show its first screen.
configure({ asyncUtilTimeout: 5000 })
