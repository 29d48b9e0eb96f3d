-- One database per service; no service reads another's tables.
CREATE DATABASE gateway;
CREATE DATABASE story;
CREATE DATABASE billing;
