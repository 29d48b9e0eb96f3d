-- One database per service; no service reads another's tables. Checked against the platform registry
-- (packages/platform/src/registry.mjs) by packages/platform/test/registry.test.ts.
CREATE DATABASE gateway;
CREATE DATABASE story;
CREATE DATABASE billing;
CREATE DATABASE community;
