"""What the client and the sidecar share: the domain types and their wire mapping.

`types` holds frozen dataclasses and enums; `wire` converts them to and from the
generated protobuf messages. This package needs only protobuf, so the client installs
without the sidecar's dependencies.
"""
