// Deep nesting: 50 nested regions, arrays and tuple types.
%v0 = "t.nest"() ({
  %v1 = "t.nest"() ({
    %v2 = "t.nest"() ({
      %v3 = "t.nest"() ({
        %v4 = "t.nest"() ({
          %v5 = "t.nest"() ({
            %v6 = "t.nest"() ({
              %v7 = "t.nest"() ({
                %v8 = "t.nest"() ({
                  %v9 = "t.nest"() ({
                    %v10 = "t.nest"() ({
                      %v11 = "t.nest"() ({
                        %v12 = "t.nest"() ({
                          %v13 = "t.nest"() ({
                            %v14 = "t.nest"() ({
                              %v15 = "t.nest"() ({
                                %v16 = "t.nest"() ({
                                  %v17 = "t.nest"() ({
                                    %v18 = "t.nest"() ({
                                      %v19 = "t.nest"() ({
                                        %v20 = "t.nest"() ({
                                          %v21 = "t.nest"() ({
                                            %v22 = "t.nest"() ({
                                              %v23 = "t.nest"() ({
                                                %v24 = "t.nest"() ({
                                                  %v25 = "t.nest"() ({
                                                    %v26 = "t.nest"() ({
                                                      %v27 = "t.nest"() ({
                                                        %v28 = "t.nest"() ({
                                                          %v29 = "t.nest"() ({
                                                            %v30 = "t.nest"() ({
                                                              %v31 = "t.nest"() ({
                                                                %v32 = "t.nest"() ({
                                                                  %v33 = "t.nest"() ({
                                                                    %v34 = "t.nest"() ({
                                                                      %v35 = "t.nest"() ({
                                                                        %v36 = "t.nest"() ({
                                                                          %v37 = "t.nest"() ({
                                                                            %v38 = "t.nest"() ({
                                                                              %v39 = "t.nest"() ({
                                                                                %v40 = "t.nest"() ({
                                                                                  %v41 = "t.nest"() ({
                                                                                    %v42 = "t.nest"() ({
                                                                                      %v43 = "t.nest"() ({
                                                                                        %v44 = "t.nest"() ({
                                                                                          %v45 = "t.nest"() ({
                                                                                            %v46 = "t.nest"() ({
                                                                                              %v47 = "t.nest"() ({
                                                                                                %v48 = "t.nest"() ({
                                                                                                  %v49 = "t.nest"() ({
                                                                                                    "t.leaf"() {a = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]], t = tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<tuple<i32>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>} : () -> ()
                                                                                                    "t.use"(%v0, %v7, %v14, %v21, %v28, %v35, %v42, %v49) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()
                                                                                                  }) : () -> i32
                                                                                                }) : () -> i32
                                                                                              }) : () -> i32
                                                                                            }) : () -> i32
                                                                                          }) : () -> i32
                                                                                        }) : () -> i32
                                                                                      }) : () -> i32
                                                                                    }) : () -> i32
                                                                                  }) : () -> i32
                                                                                }) : () -> i32
                                                                              }) : () -> i32
                                                                            }) : () -> i32
                                                                          }) : () -> i32
                                                                        }) : () -> i32
                                                                      }) : () -> i32
                                                                    }) : () -> i32
                                                                  }) : () -> i32
                                                                }) : () -> i32
                                                              }) : () -> i32
                                                            }) : () -> i32
                                                          }) : () -> i32
                                                        }) : () -> i32
                                                      }) : () -> i32
                                                    }) : () -> i32
                                                  }) : () -> i32
                                                }) : () -> i32
                                              }) : () -> i32
                                            }) : () -> i32
                                          }) : () -> i32
                                        }) : () -> i32
                                      }) : () -> i32
                                    }) : () -> i32
                                  }) : () -> i32
                                }) : () -> i32
                              }) : () -> i32
                            }) : () -> i32
                          }) : () -> i32
                        }) : () -> i32
                      }) : () -> i32
                    }) : () -> i32
                  }) : () -> i32
                }) : () -> i32
              }) : () -> i32
            }) : () -> i32
          }) : () -> i32
        }) : () -> i32
      }) : () -> i32
    }) : () -> i32
  }) : () -> i32
}) : () -> i32
